/** What the benchmark visits: each route as the person who would open it, with issue 23's budgets. */
export interface BenchRoute {
  name: string;
  path: string;
  /** Signs in through the marketing site's login first; null visits signed out. */
  persona: string | null;
  /** First-visit JS+CSS, gzip -6, in kB of 1000 bytes; over it, the bench fails. */
  budgetKb: number;
  /** Lighthouse measures it (the eight routes of issue 23). */
  lighthouse: boolean;
}

export const BENCH_ROUTES: readonly BenchRoute[] = [
  { name: '404', path: '/not-a-page', persona: null, budgetKb: 120, lighthouse: true },
  { name: 'survey', path: '/health-profile-survey/recommendations', persona: 'results@example.com', budgetKb: 140, lighthouse: true },
  { name: 'settings', path: '/settings', persona: 'results@example.com', budgetKb: 195, lighthouse: true },
  { name: 'upload', path: '/results-upload/new', persona: 'results@example.com', budgetKb: 195, lighthouse: true },
  { name: 'analyte', path: '/results/cycle-results-1/CHOL', persona: 'results@example.com', budgetKb: 165, lighthouse: true },
  { name: 'product', path: '/shop/products/vitamin-d3', persona: 'results@example.com', budgetKb: 165, lighthouse: true },
  { name: 'plan week', path: '/new-health-plan/plans/plan-1/3', persona: 'results@example.com', budgetKb: 165, lighthouse: true },
  { name: 'article', path: '/article/iron-and-energy', persona: null, budgetKb: 165, lighthouse: true },
  // The membership token signs the invited partner persona in on the page itself, in every build. A form page,
  // like /settings and upload, so it has their budget.
  {
    name: 'partner welcome',
    path: '/partner/acme/welcome?membership_token=acme-demo-token',
    persona: null,
    budgetKb: 195,
    lighthouse: false,
  },
];

/** The floor page (tests/bench/floor) as the bench visits it: no budget of its own, every route is compared to it. */
export const FLOOR_ROUTE: BenchRoute = { name: 'floor', path: '/', persona: null, budgetKb: Number.POSITIVE_INFINITY, lighthouse: true };

/** kB as the issue quotes them: 1000 bytes. */
export const KB = 1000;
