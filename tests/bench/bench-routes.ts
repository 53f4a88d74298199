/** What the benchmark visits: each route as the person who would open it, with the budgets (kB gzip). */
export interface BenchRoute {
  name: string;
  path: string;
  /** Signs in through the marketing site's login first; null visits signed out. */
  persona: string | null;
  budgetKb: number | null;
}

export const BENCH_ROUTES: readonly BenchRoute[] = [
  { name: 'survey', path: '/health-profile-survey/recommendations', persona: 'results@example.com', budgetKb: 120 },
  { name: 'settings (forms)', path: '/settings', persona: 'results@example.com', budgetKb: 180 },
  // The membership token signs the invited partner persona in on the page itself, in every build.
  { name: 'partner welcome (form)', path: '/partner/acme/welcome?membership_token=acme-demo-token', persona: null, budgetKb: 180 },
  { name: 'results', path: '/results/cycle-results-1/CHOL', persona: 'results@example.com', budgetKb: null },
  { name: 'results upload', path: '/results-upload/new', persona: 'results@example.com', budgetKb: null },
  { name: 'shop product', path: '/shop/products/vitamin-d3', persona: 'results@example.com', budgetKb: null },
  { name: 'health plan week', path: '/new-health-plan/plans/plan-1/3', persona: 'results@example.com', budgetKb: null },
  { name: 'article', path: '/article/iron-and-energy', persona: null, budgetKb: null },
  { name: '404', path: '/not-a-page', persona: null, budgetKb: 110 },
];

/** Lighthouse runs on these (by name). */
export const LIGHTHOUSE_ROUTES = ['survey', 'settings (forms)', 'results', 'results upload', 'shop product', 'health plan week', 'article', '404'];
