import { describe, expect, it } from 'vitest';
import { formatRange } from '../../../../mocks/security/ip-address';
import { readCliOptions } from '../../../../mocks/server/server-options';

describe('--trust-proxy and VITALIA_TRUST_PROXY', () => {
  const trusted = (argv: string[], env: NodeJS.ProcessEnv = {}) => readCliOptions(argv, env).trustProxy.map(formatRange);

  it.each<[string, string[], NodeJS.ProcessEnv, string[]]>([
    ['neither: no proxy is trusted', [], {}, []],
    ['the flag', ['--trust-proxy', '10.0.0.0/8,fd00::/8'], {}, ['10.0.0.0/8', 'fd00::/8']],
    ['the flag with =', ['--trust-proxy=127.0.0.1'], {}, ['127.0.0.1/32']],
    ['the variable', [], { VITALIA_TRUST_PROXY: '10.0.0.0/8 172.16.0.0/12' }, ['10.0.0.0/8', '172.16.0.0/12']],
    ['the flag over the variable', ['--trust-proxy', '192.168.0.0/16'], { VITALIA_TRUST_PROXY: '10.0.0.0/8' }, ['192.168.0.0/16']],
    ['an empty variable: none', [], { VITALIA_TRUST_PROXY: ' ' }, []],
  ])('%s', (_, argv, env, expected) => {
    expect(trusted(argv, env)).toEqual(expected);
  });

  it.each<[string[], NodeJS.ProcessEnv, string]>([
    [['--trust-proxy', ''], {}, '--trust-proxy needs the address ranges of your proxies, such as 10.0.0.0/8 or 127.0.0.1'],
    [['--trust-proxy', '10.0.0.0/33'], {}, '--trust-proxy: "10.0.0.0/33" has a prefix length over 32, the most for IPv4.'],
    [[], { VITALIA_TRUST_PROXY: 'load-balancer' }, 'VITALIA_TRUST_PROXY: "load-balancer" is not an IP address or range.'],
  ])('%j %j is refused with what is wrong', (argv, env, message) => {
    expect(() => readCliOptions(argv, env)).toThrow(message);
  });
});
