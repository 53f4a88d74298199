import { describe, expect, it } from 'vitest';
import { allowedHosts, hostAllowed, normalHost } from '../../../../mocks/server/allowed-hosts';
import { readCliOptions } from '../../../../mocks/server/server-options';

describe('the host names the server answers to', () => {
  it.each([
    ['127.0.0.1:4791', '127.0.0.1'],
    ['LOCALHOST', 'localhost'],
    ['localhost.:4791', 'localhost'],
    ['[::1]:4791', '[::1]'],
    ['[::1]', '[::1]'],
    ['::1', '[::1]'],
    ['app.example.com', 'app.example.com'],
    ['', null],
    ['evil.example@127.0.0.1', null],
    ['127.0.0.1:4791:80', null],
    ['a/b', null],
  ])('normalises %j to %j', (value, expected) => {
    expect(normalHost(value)).toBe(expected);
  });

  it.each([
    [undefined, '127.0.0.1', ['127.0.0.1', 'localhost', '[::1]']],
    [undefined, '0.0.0.0', ['0.0.0.0', 'localhost', '127.0.0.1', '[::1]']],
    [undefined, '::1', ['[::1]', 'localhost', '127.0.0.1']],
    ['', 'localhost', ['localhost', '127.0.0.1', '[::1]']],
    ['app.example.com, Admin.Example.com:443', '0.0.0.0', ['app.example.com', 'admin.example.com']],
  ])('--allowed-hosts %j listening on %s: %j', (listed, host, expected) => {
    expect(allowedHosts(listed, host)).toEqual(expected);
  });

  it('refuses a list with something that is no host name, naming it', () => {
    expect(() => allowedHosts('app.example.com,http://x/', '127.0.0.1')).toThrow('--allowed-hosts: "http://x/" is not a host name');
  });

  it.each([
    ['127.0.0.1:4812', true],
    ['localhost:4812', true],
    ['[::1]:4812', true],
    ['rebind.attacker.example:4812', false],
    ['127.0.0.1.attacker.example', false],
    [undefined, false],
  ])('Host %j is answered: %s', (host, answered) => {
    expect(hostAllowed(host, new Set(allowedHosts(undefined, '127.0.0.1')))).toBe(answered);
  });

  it('takes the list from --allowed-hosts, else VITALIA_ALLOWED_HOSTS, else the listening host and the loopback names', () => {
    expect(readCliOptions(['--allowed-hosts', 'a.example'], { VITALIA_ALLOWED_HOSTS: 'b.example' }).allowedHosts).toEqual(['a.example']);
    expect(readCliOptions([], { VITALIA_ALLOWED_HOSTS: 'b.example,c.example' }).allowedHosts).toEqual(['b.example', 'c.example']);
    expect(readCliOptions(['--host', 'vitalia.lan'], {}).allowedHosts).toEqual(['vitalia.lan', 'localhost', '127.0.0.1', '[::1]']);
  });
});
