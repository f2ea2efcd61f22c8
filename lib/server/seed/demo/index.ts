import { shop1 } from './shop1';
import { shop2 } from './shop2';
import { shop3 } from './shop3';

/** Inserted in this order; the first shop answers on localhost. */
export const demoShops = [shop1, shop2, shop3];
