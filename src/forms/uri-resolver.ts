// The app's build uses this module in place of the fast-uri package (vite.config.ts): @rjsf/utils calls only
// these two functions, to resolve a form schema's `$ref` against its `$id`, and the platform's URL does that in
// a few lines where fast-uri brings a full RFC 3986 parser (7.5 kB gzip) to every form page.

const PLACEHOLDER_ORIGIN = 'http://relative-base.invalid';

/** The reference `ref` read against `base` (RFC 3986 section 5), as fast-uri's resolve returns it. */
function resolve(base: string, ref: string): string {
  try {
    return new URL(ref, base).href;
  } catch {
    // Both relative (a `$id` such as "form.json" or "#"): resolved on a placeholder origin, given back relative.
    const href = new URL(ref, new URL(base, `${PLACEHOLDER_ORIGIN}/`)).href;
    if (!href.startsWith(`${PLACEHOLDER_ORIGIN}/`)) return href;
    const resolved = href.slice(PLACEHOLDER_ORIGIN.length);
    return base.startsWith('/') ? resolved : resolved.slice(1);
  }
}

/** Whether two URIs name the same resource once normalised. */
function equal(a: string, b: string): boolean {
  return resolve('', a) === resolve('', b);
}

export default { resolve, equal };
