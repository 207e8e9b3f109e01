// A view of a real store with some methods replaced, to inject faults into one call path.

import type { Store } from '../../src/store/store.ts';

export function storeWith(store: Store, overrides: Partial<Store>): Store {
  return new Proxy(store, {
    get(target, property, receiver) {
      if (Object.hasOwn(overrides, property)) return overrides[property as keyof Store];
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
