// rjsf's own allOf merger, in a chunk of its own (see all-of-merge.ts).
export { default } from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';
