import { renderToStaticMarkup } from 'react-dom/server';
import { OrderSummary } from './OrderSummary';

const summary = (checkError: string | null) =>
  renderToStaticMarkup(
    <OrderSummary
      check={null}
      checkError={checkError}
      checking={false}
      submitting={false}
      submitError={null}
      blocked={null}
      onRecheck={() => {}}
    />,
  );

test('a failed pre-check is said with a way to ask again', () => {
  const html = summary('服務暫時無法使用，請稍後再試');
  expect(html).toContain('<p role="alert">服務暫時無法使用，請稍後再試</p>');
  expect(html).toMatch(/<button type="button"[^>]*>重新計算金額<\/button>/);
});

test('without a failure there is nothing to ask again', () => {
  expect(summary(null)).not.toContain('重新計算金額');
});
