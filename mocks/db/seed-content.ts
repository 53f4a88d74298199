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
  ];
}
