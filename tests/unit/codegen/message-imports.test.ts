import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateMessageNamespaces, namespaceModulePath, namespaceOf } from '../../../codegen/generate/message-namespaces';
import { messageImports, namespacesNamed, takesMessageImports } from '../../../codegen/message-imports';

const NAMESPACES = new Set(['shop', 'layout', 'healthPlan', 'guide']);
const ROOT = '/project';

describe('namespacesNamed: the copy a module needs, from the keys it writes', () => {
  it.each([
    [`message('shop.orders.state')`, ['shop']],
    [`message("layout.menu")`, ['layout']],
    ['message(`guide.step${step}.title`)', ['guide']],
    [`const key = cond ? 'shop.a' : 'layout.b'; message('shop.c')`, ['shop', 'layout']],
    [`{ label: 'healthPlan.week.title' }`, ['healthPlan']],
    [`message('unknown.key')`, []],
    [`const text = 'shop'; const path = './shop.css';`, []],
    [`message(key)`, []],
  ])('%s -> %j', (code, expected) => {
    expect(namespacesNamed(code, NAMESPACES)).toEqual(expected);
  });
});

describe('messageImports and takesMessageImports', () => {
  it('imports each named namespace once, from its generated module, on one line', () => {
    const imports = messageImports(`message('shop.a'); message('shop.b'); message(\`guide.\${x}\`)`, NAMESPACES, ROOT);
    expect(imports).toBe(
      `import ${JSON.stringify(path.join(ROOT, namespaceModulePath('shop')))};import ${JSON.stringify(path.join(ROOT, namespaceModulePath('guide')))};`,
    );
    expect(imports).not.toContain('\n');
  });

  it.each([
    ['/project/src/screens/shop/cart.tsx', true],
    ['/project/src/generated/navigation-config.gen.ts', true],
    ['/project/src/generated/messages/shop.gen.ts', false],
    ['/project/src/generated/messages.gen.ts', false],
    ['/project/src/ui/app.css', false],
    ['/project/node_modules/react/index.js', false],
    ['/project/mocks/handlers/shop.ts', false],
  ])('%s: %s', (id, expected) => {
    expect(takesMessageImports(id, ROOT)).toBe(expected);
  });
});

describe('generateMessageNamespaces', () => {
  const files = generateMessageNamespaces({ 'shop.a': 'A', 'shop.b': 'B {n}', 'healthPlan.x': 'X', 'layout.menu': 'Menu' });

  it('writes the registry and one module per namespace, kebab-case', () => {
    expect(files.map((file) => file.path).sort()).toEqual([
      'src/generated/messages/health-plan.gen.ts',
      'src/generated/messages/layout.gen.ts',
      'src/generated/messages/registry.gen.ts',
      'src/generated/messages/shop.gen.ts',
    ]);
  });

  it("puts every key in its namespace's module and nowhere else", () => {
    const shop = files.find((file) => file.path.endsWith('/shop.gen.ts'))?.content ?? '';
    expect(shop).toContain('"shop.a": "A"');
    expect(shop).toContain('"shop.b": "B {n}"');
    expect(shop).not.toContain('healthPlan.x');
    expect(namespaceOf('healthPlan.week.title')).toBe('healthPlan');
  });
});
