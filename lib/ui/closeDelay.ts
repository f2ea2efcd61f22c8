/** Spec §2, §9: the add-to-cart modal closes 300 ms after it is dismissed, once its fade-out has played. */
export const MODAL_CLOSE_MS = 300;
