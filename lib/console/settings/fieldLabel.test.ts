import { labelIn, namesToTry } from './fieldLabel';

test.each([
  ['fee', ['fee']],
  ['account.bankCode', ['bankCode', 'account']],
  ['branches.3.code', ['code', 'branches']],
  ['0', []],
  ['', []],
])('%s is looked up as %j', (path, names) => expect(namesToTry(path)).toEqual(names));

const FORM: Record<string, { labels: { textContent: string }[] }> = {
  branches: { labels: [{ textContent: ' 門市（每行一間） ' }] },
  fee: { labels: [{ textContent: '運費（元）' }] },
  hidden: { labels: [] },
};
const find = (name: string) => FORM[name] ?? null;

test.each<[string, string | null]>([
  ['fee', '運費（元）'],
  ['branches.3.code', '門市（每行一間）'],
  ['hidden', null],
  ['version', null],
])('a refused %s is named %s', (path, label) => expect(labelIn(find, namesToTry(path))).toBe(label));
