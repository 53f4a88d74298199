import type { ContentDocument } from '../../src/generated/entities.gen';

const DAY = 86_400_000;

function document(fields: ContentDocument & Pick<ContentDocument, 'uid' | 'type' | 'title'>): ContentDocument {
  return { category: null, introduction: null, body: null, author: null, podcast_links: [], last_publication_date: null, references: [], analyte_codes: [], intervention_ids: [], ...fields };
}

/** Published content: each area adds its documents here (analyte descriptions, articles, recipes, failure reasons). */
export function seedContentDocuments(now: number): ContentDocument[] {
  const published = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();
  return [
    document({
      id: 'doc-analyte-chol', uid: 'total-cholesterol', type: 'analyte', title: 'Total cholesterol', analyte_codes: ['CHOL'],
      body: '<p>Cholesterol is a fatty substance your body needs to build cells and make hormones. Total cholesterol adds up HDL, LDL and other cholesterol carried in your blood.</p><p>A high level over many years raises the risk of heart disease and stroke. <a href="https://www.nhs.uk/conditions/high-cholesterol/">Read the NHS guide to high cholesterol</a>.</p>',
      last_publication_date: published(120),
    }),
    document({
      id: 'doc-analyte-hdl', uid: 'hdl-cholesterol', type: 'analyte', title: 'HDL cholesterol', analyte_codes: ['HDL'],
      body: '<p>HDL is often called “good” cholesterol: it carries cholesterol away from your arteries to your liver, which removes it.</p>',
      last_publication_date: published(120),
    }),
    document({
      id: 'doc-analyte-ldl', uid: 'ldl-cholesterol', type: 'analyte', title: 'LDL cholesterol', analyte_codes: ['LDL'],
      body: '<p>LDL carries cholesterol to your cells. Too much of it can build up in the walls of your arteries.</p>',
      last_publication_date: published(120),
    }),
    document({
      id: 'doc-analyte-ferr', uid: 'ferritin', type: 'analyte', title: 'Ferritin', analyte_codes: ['FERR'],
      body: '<p>Ferritin is a protein that stores iron. A low level usually means your iron stores are running low, which can leave you tired and short of breath.</p>',
      last_publication_date: published(90),
    }),
    document({
      id: 'doc-article-iron', uid: 'iron-and-energy', type: 'article', title: 'Iron, ferritin and your energy', category: 'Nutrition',
      introduction: 'Low iron stores are one of the most common reasons for feeling tired. Here is what your ferritin result tells you and what you can do about it.',
      author: { name: 'Dr Amira Okafor', image: null },
      body: '<h2>What ferritin measures</h2><p>Ferritin is the protein that stores iron in your body. When your stores run low, ferritin falls before your haemoglobin does, so it is an early sign.</p><h2>Eating for iron</h2><ul><li>Red meat, fish and poultry contain iron your body absorbs easily.</li><li>Beans, lentils, tofu and dark green vegetables help too, especially with vitamin C in the same meal.</li><li>Tea and coffee with meals reduce how much iron you absorb.</li></ul><p>If your result is low, speak to your GP before taking iron supplements. <a href="https://www.nhs.uk/conditions/iron-deficiency-anaemia/">NHS: iron deficiency anaemia</a>.</p>',
      podcast_links: ['https://podcasts.vitalia.example/episodes/iron-and-energy'],
      last_publication_date: published(30),
      references: ['Camaschella C. Iron-deficiency anemia. N Engl J Med. 2015;372:1832-43.', 'NICE Clinical Knowledge Summary: Anaemia - iron deficiency (2024).'],
    }),
    document({
      id: 'doc-article-unsafe', uid: 'sleep-and-stress', type: 'article', title: 'Sleep, stress and cortisol', category: 'Sleep',
      introduction: 'How a stressful week shows up in your sleep, and small changes that help.',
      author: { name: 'Vitalia clinical team', image: null },
      // Content arrives from an editor's tool: whatever it holds must render inert (the XSS corpus covers more).
      body: '<p>Stress raises cortisol, which can make it harder to fall asleep.<img src="x" onerror="window.articlePwned=true"></p><script>window.articlePwned=true</script><p><a href="javascript:window.articlePwned=true">A link that must not run</a></p><p>Try a regular wind-down routine and keep screens out of the bedroom.</p>',
      last_publication_date: published(10),
    }),
  ];
}
