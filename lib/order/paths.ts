/** Order screens of spec §2; the list keeps its tab and page in the query so they can be shared. */
export const ORDER_LIST_PATH = '/order/list';
export const orderCheckPath = (id: number) => `/order/check/${id}`;
export const orderCompletePath = (id: number) => `/order/complete/${id}`;
