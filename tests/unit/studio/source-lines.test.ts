import { describe, expect, it } from 'vitest';
import { parseYamlSource } from '../../../codegen/load/yaml-source';
import { sourceLines } from '../../../codegen/studio/source-lines';

const yaml = `# a comment
routes:
  - id: root
    path: /
    redirects:
      - external: overview
  - id: "odd key"
    children:
      - { id: child, path: x }
menu:
  - &shared
    id: hub
    when: { var: roles }
  - *shared
`;

describe('every value’s line, by the path config errors name it by', () => {
  const lines = sourceLines(parseYamlSource('config/test.yaml', yaml).source);
  it.each<[string, number]>([
    ['(root)', 1],
    ['routes', 2],
    ['routes[0]', 3],
    ['routes[0].id', 3],
    ['routes[0].path', 4],
    ['routes[0].redirects[0]', 6],
    ['routes[0].redirects[0].external', 6],
    ['routes[1]', 7],
    ['routes[1].children[0].path', 9],
    ['menu[0].when', 13],
    // An alias's parts are where its anchor writes them.
    ['menu[1]', 14],
    ['menu[1].when', 13],
  ])('%s is on line %i', (path, line) => {
    expect(lines[path]).toBe(line);
  });
});
