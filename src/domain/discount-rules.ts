// The app frame (src/layout) still imports the URL rule under this name; the rules themselves live in ./discount.
export { codeFromUrl as discountCodeFromUrl } from './discount';
