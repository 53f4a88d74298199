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
    // Recipes of the health plan's interventions (issue 15): /recipes, /recipes/{uid} and each plan's your-recipes.
    document({
      id: 'doc-recipe-overnight-oats', uid: 'overnight-oats', type: 'recipe', title: 'Overnight oats with berries', category: 'Breakfast',
      intervention_ids: ['eat-more-fibre', 'cut-down-sugar'],
      introduction: 'Five minutes the night before gives you a breakfast full of soluble fibre.',
      body: '<h2>Ingredients</h2><ul><li>50 g rolled oats</li><li>150 ml semi-skimmed milk or unsweetened soya drink</li><li>2 tbsp plain yoghurt</li><li>A handful of frozen berries</li><li>1 tbsp chopped nuts</li></ul><h2>Method</h2><ol><li>Stir the oats, milk and yoghurt together in a jar.</li><li>Add the berries on top, cover and leave in the fridge overnight.</li><li>In the morning, stir and scatter the nuts over.</li></ol><p>Serves 1. <a href="https://www.nhs.uk/live-well/eat-well/">More about eating well on the NHS website</a>.</p><script>alert(1)</script>',
      last_publication_date: published(40),
    }),
    document({
      id: 'doc-recipe-mackerel', uid: 'mackerel-traybake', type: 'recipe', title: 'Mackerel and new potato traybake', category: 'Dinner',
      intervention_ids: ['healthy-fats', 'eat-more-fibre'],
      introduction: 'Oily fish once a week for omega-3, cooked in one tray.',
      body: '<h2>Ingredients</h2><ul><li>300 g new potatoes, halved</li><li>2 mackerel fillets</li><li>200 g cherry tomatoes</li><li>1 red onion, cut into wedges</li><li>1 tbsp olive oil</li><li>1 lemon</li></ul><h2>Method</h2><ol><li>Heat the oven to 200°C (180°C fan).</li><li>Roast the potatoes and onion with the oil for 25 minutes.</li><li>Add the tomatoes and mackerel, skin side up, and roast for 10 minutes more.</li><li>Squeeze the lemon over to serve.</li></ol><p>Serves 2.</p>',
      last_publication_date: published(30),
    }),
    document({
      id: 'doc-recipe-lentil-soup', uid: 'lentil-soup', type: 'recipe', title: 'Red lentil and carrot soup', category: 'Lunch',
      intervention_ids: ['eat-more-fibre', 'healthy-weight'],
      introduction: 'A filling, high-fibre soup that keeps for three days in the fridge.',
      body: '<h2>Ingredients</h2><ul><li>1 onion, chopped</li><li>3 carrots, grated</li><li>150 g red lentils</li><li>1 litre low-salt vegetable stock</li><li>1 tsp ground cumin</li></ul><h2>Method</h2><ol><li>Soften the onion in a splash of water for 5 minutes.</li><li>Add the carrots, lentils, cumin and stock.</li><li>Simmer for 20 minutes, then blend until smooth.</li></ol><p>Serves 4.</p>',
      last_publication_date: published(20),
    }),
    document({
      id: 'doc-recipe-mocktail', uid: 'sparkling-ginger-cooler', type: 'recipe', title: 'Sparkling ginger and lime cooler', category: 'Drinks',
      intervention_ids: ['cut-down-alcohol', 'cut-down-sugar'],
      introduction: 'Something special for alcohol-free evenings, with no added sugar.',
      body: '<h2>Ingredients</h2><ul><li>A thumb of fresh ginger, sliced</li><li>1 lime</li><li>300 ml sparkling water</li><li>Ice and a few mint leaves</li></ul><h2>Method</h2><ol><li>Crush the ginger and half the lime in a glass.</li><li>Fill with ice and top up with sparkling water.</li><li>Finish with mint and a slice of lime.</li></ol><p>Serves 1.</p>',
      last_publication_date: published(10),
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
