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
      id: 'doc-analyte-nhdl', uid: 'non-hdl-cholesterol', type: 'analyte', title: 'Non-HDL cholesterol', analyte_codes: ['NHDL'],
      body: '<p>Non-HDL cholesterol is your total cholesterol minus your HDL: all the cholesterol that can build up in your arteries. Many doctors now use it instead of LDL alone.</p>',
      last_publication_date: published(90),
    }),
    document({
      id: 'doc-analyte-trig', uid: 'triglycerides', type: 'analyte', title: 'Triglycerides', analyte_codes: ['TRIG'],
      body: '<p>Triglycerides are fats carried in your blood. They rise after meals and with alcohol, so a single high result is worth repeating.</p>',
      last_publication_date: published(90),
    }),
    document({
      id: 'doc-analyte-chdr', uid: 'cholesterol-hdl-ratio', type: 'analyte', title: 'Cholesterol to HDL ratio', analyte_codes: ['CHDR'],
      body: '<p>Your total cholesterol divided by your HDL. A lower ratio means more of your cholesterol is the protective kind.</p>',
      last_publication_date: published(90),
    }),
    document({
      id: 'doc-analyte-hba1c', uid: 'hba1c', type: 'analyte', title: 'HbA1c', analyte_codes: ['HBA1C'],
      body: '<p>HbA1c shows your average blood sugar over the last 2 to 3 months. It is how diabetes and prediabetes are diagnosed and monitored.</p>',
      last_publication_date: published(90),
    }),
    document({
      id: 'doc-analyte-glu', uid: 'glucose', type: 'analyte', title: 'Glucose', analyte_codes: ['GLU'],
      body: '<p>Glucose is the sugar in your blood that your cells use for energy.</p>',
      last_publication_date: published(90),
    }),
    document({
      id: 'doc-analyte-vitd', uid: 'vitamin-d', type: 'analyte', title: 'Vitamin D', analyte_codes: ['VITD'],
      body: '<p>Vitamin D keeps bones and muscles healthy. Most of it is made in your skin in sunlight, so levels fall in winter. <a href="https://www.nhs.uk/conditions/vitamins-and-minerals/vitamin-d/">NHS advice on vitamin D</a>.</p>',
      last_publication_date: published(90),
    }),
    document({
      id: 'doc-analyte-b12', uid: 'vitamin-b12', type: 'analyte', title: 'Vitamin B12', analyte_codes: ['B12'],
      body: '<p>Vitamin B12 helps make red blood cells and keeps your nervous system healthy. It comes from animal foods and fortified foods.</p>',
      last_publication_date: published(90),
    }),
    document({
      id: 'doc-analyte-fola', uid: 'folate', type: 'analyte', title: 'Folate', analyte_codes: ['FOLA'],
      body: '<p>Folate (vitamin B9) works with B12 to make red blood cells. Leafy greens, beans and fortified cereals are good sources.</p>',
      last_publication_date: published(90),
    }),
    document({
      id: 'doc-analyte-crp', uid: 'crp', type: 'analyte', title: 'C-reactive protein (hs-CRP)', analyte_codes: ['CRP'],
      body: '<p>CRP rises when there is inflammation in your body. A cold or a recent injury can raise it for a few weeks, so a high result is usually rechecked.</p>',
      last_publication_date: published(90),
    }),
    document({
      id: 'doc-analyte-tsh', uid: 'tsh', type: 'analyte', title: 'Thyroid stimulating hormone (TSH)', analyte_codes: ['TSH'],
      body: '<p>TSH is made by your pituitary gland to tell your thyroid how hard to work. It is the first test for an under- or overactive thyroid.</p>',
      last_publication_date: published(90),
    }),
    document({
      id: 'doc-analyte-ft4', uid: 'free-t4', type: 'analyte', title: 'Free thyroxine (free T4)', analyte_codes: ['FT4'],
      body: '<p>Free T4 is the main hormone your thyroid releases. Read together with TSH, it shows how well your thyroid is working.</p>',
      last_publication_date: published(90),
    }),
    document({
      id: 'doc-analyte-crea', uid: 'creatinine', type: 'analyte', title: 'Creatinine', analyte_codes: ['CREA'],
      body: '<p>Creatinine is a waste product from your muscles that your kidneys filter out. Muscular people and meat eaters tend to have higher levels.</p>',
      last_publication_date: published(90),
    }),
    document({
      id: 'doc-analyte-egfr', uid: 'egfr', type: 'analyte', title: 'eGFR', analyte_codes: ['EGFR'],
      body: '<p>Your estimated glomerular filtration rate: how well your kidneys filter your blood, worked out from your creatinine, age and sex.</p>',
      last_publication_date: published(90),
    }),
    document({
      id: 'doc-analyte-alt', uid: 'alt', type: 'analyte', title: 'Alanine aminotransferase (ALT)', analyte_codes: ['ALT'],
      body: '<p>ALT is an enzyme found mainly in your liver. Alcohol, some medicines, fatty liver and hard exercise can raise it.</p>',
      last_publication_date: published(90),
    }),
    document({
      id: 'doc-analyte-acovg', uid: 'covid-antibodies', type: 'analyte', title: 'COVID-19 antibodies', analyte_codes: ['ACOVG'],
      body: '<p>This test looks for antibodies to the virus that causes COVID-19. A positive result usually means vaccination or a past infection.</p>',
      last_publication_date: published(90),
    }),
    document({
      id: 'doc-failure-insufficient-sample', uid: 'insufficient-sample', type: 'failure_reason', title: 'There was not enough blood to test',
      body: '<p>The lab needs the tube filled to the line to run every test on your panel. Yours arrived with too little blood, so none of the results could be measured.</p><p>Next time, warm your hands in warm water for a few minutes, drink a glass of water beforehand, and let your arm hang down while you fill the tube.</p>',
      last_publication_date: published(200),
    }),
  ];
}
