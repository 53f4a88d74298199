/** Elements that could run code, load a page inside ours, submit data or restyle the page: never kept. */
export const FORBIDDEN_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'iframe',
  'frame',
  'object',
  'embed',
  'link',
  'meta',
  'base',
];

/** Attributes that could restyle the page or load other images than the one named. */
export const FORBIDDEN_ATTRIBUTES = ['style', 'srcset'];
