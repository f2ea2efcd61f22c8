import { DomainError } from '@/lib/server/kernel/errors';
import { addFault, faultFor, removeFault, throwInjectedFault } from '../http/faults';

const fault = { marker: 'fault-marker-1234', status: 503, msg: '搜尋暫停服務' };
const url = (path: string) => `http://127.0.0.1:3000/api-client/1${path}`;

describe('injected faults', () => {
  const saved = process.env.STOREFRONT_TEST_HOOKS;
  beforeEach(() => {
    process.env.STOREFRONT_TEST_HOOKS = '1';
    addFault(1, fault);
  });
  afterEach(() => {
    removeFault(1, fault.marker);
    process.env.STOREFRONT_TEST_HOOKS = saved;
  });

  test.each([
    ['the marker in the query', '/ecommerceProduct?name=fault-marker-1234&start=0', true],
    ['the marker percent-encoded', '/ecommerceProduct?name=%66ault-marker-1234', true],
    ['the marker in the path', '/ecommerceCategory/fault-marker-1234/ecommerceProduct', true],
    ['another request', '/ecommerceProduct?name=cookie', false],
    ['part of the marker', '/ecommerceProduct?name=fault-marker-123', false],
    ['a broken escape', '/ecommerceProduct?name=%E0%A4%A', false],
  ])('%s', (_, path, met) => {
    expect(faultFor(1, url(path))).toEqual(met ? fault : undefined);
  });

  test('only the shop it was added for', () => {
    expect(faultFor(2, url('/ecommerceProduct?name=fault-marker-1234'))).toBeUndefined();
  });

  test('answers with its status and message', () => {
    expect(() => throwInjectedFault(1, url('/x?name=fault-marker-1234'))).toThrow(
      expect.objectContaining({ kind: 'unavailable', message: '搜尋暫停服務' }) as DomainError,
    );
  });

  test('gone once removed', () => {
    removeFault(1, fault.marker);
    expect(faultFor(1, url('/x?name=fault-marker-1234'))).toBeUndefined();
  });

  test('never without the test hooks', () => {
    process.env.STOREFRONT_TEST_HOOKS = '';
    expect(faultFor(1, url('/x?name=fault-marker-1234'))).toBeUndefined();
  });
});
