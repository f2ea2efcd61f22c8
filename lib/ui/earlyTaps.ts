/**
 * Taps that come before a control's code has run are kept and played once it has, so no tap on a
 * visible control is lost (issue figures: a tap every 100 ms from the moment a control shows). The
 * root layout puts `earlyTapScript` in the page's head; it catches a click on a button inside an
 * element marked `data-early-taps` (marked only until that part of the page has hydrated, see
 * useEarlyTaps), keeps the button and marks it tapped for the stylesheet's pressed look. The part's
 * own code plays the kept taps on its buttons once it is live, each in a task of its own so that
 * each sees the state the one before left.
 *
 * The capture listener on the document runs before React's own listeners there (it is added first),
 * so a tap kept here is not also seen by React mid-hydration and played twice.
 */
export const EARLY_TAPS_ATTR = 'data-early-taps';
/** The mark on a kept button, until it is played. */
export const TAPPED_ATTR = 'data-tapped';
/**
 * On a button each tap of which counts (a stepper's +): every tap is kept. Any other button keeps
 * one, since a second tap on 加入購物車 made while nothing seemed to happen is not a second order.
 */
export const REPEAT_ATTR = 'data-tap-repeat';
/** Where the script keeps the taps (a property of `window`). */
export const EARLY_TAPS_QUEUE = '__earlyTaps';

/** Plain script, nothing else loaded yet; serialised with toString(), so it holds no comments. */
function keepEarlyTaps(container: string, tapped: string, repeat: string, queueName: string) {
  const queue: Element[] = [];
  (window as unknown as Record<string, Element[]>)[queueName] = queue;
  document.addEventListener(
    'click',
    function (event) {
      const target = event.target as Element | null;
      const button = target && target.closest ? target.closest('button') : null;
      if (!button || !button.closest('[' + container + ']')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (button.hasAttribute(tapped) && !button.hasAttribute(repeat)) return;
      button.setAttribute(tapped, '');
      queue.push(button);
    },
    true,
  );
}

/** The inline script's text. */
export const earlyTapScript = () =>
  `(${keepEarlyTaps.toString()})(${[EARLY_TAPS_ATTR, TAPPED_ATTR, REPEAT_ATTR, EARLY_TAPS_QUEUE].map((s) => JSON.stringify(s)).join(',')})`;

/**
 * Takes the kept taps on buttons inside `root` off the queue and plays them in order, one task
 * each. Returns how many it plays.
 */
export function playEarlyTaps(root: Element, schedule: (play: () => void) => void = (f) => setTimeout(f, 0)) {
  const queue = (window as unknown as Record<string, Element[] | undefined>)[EARLY_TAPS_QUEUE];
  if (!queue) return 0;
  const mine = queue.filter((button) => root.contains(button));
  for (const button of mine) queue.splice(queue.indexOf(button), 1);
  for (const button of mine) {
    schedule(() => {
      button.removeAttribute(TAPPED_ATTR);
      if (button.isConnected) (button as HTMLElement).click();
    });
  }
  return mine.length;
}
