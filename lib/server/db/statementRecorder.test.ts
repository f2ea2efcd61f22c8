import {
  asParameter,
  isRecording,
  recordStatement,
  startRecording,
  takeRecording,
} from './statementRecorder';

test.each([
  ['nothing', null, null],
  ['a number', 12, '12'],
  ['a boolean', false, 'false'],
  ['a date', new Date('2026-12-03T10:00:00.000Z'), '2026-12-03T10:00:00.000Z'],
  ['bytes', Buffer.from([1, 255]), '\\x01ff'],
  ['an array', [1, 'a"b', null], '{"1","a\\"b",NULL}'],
  ['an object', { a: 1 }, '{"a":1}'],
])('%s is sent as %j', (_, value, text) => {
  expect(asParameter(value)).toBe(text);
});

test('statements are kept only while recording, with the first rows of their answers', async () => {
  recordStatement(1, 'select 1', [], Promise.resolve({ fields: [], rows: [] }));
  expect(isRecording()).toBe(false);
  startRecording();
  const answer = Promise.resolve({
    fields: [{ name: 'id' }],
    rows: Array.from({ length: 9 }, (_, i) => [i]),
  });
  recordStatement(2, 'select id from t where a = $1', [5], answer);
  // A call given a callback answers with nothing: the statement is kept without its answer.
  recordStatement(2, 'begin', [], undefined);
  await answer;
  const recorded = takeRecording();
  expect(recorded).toEqual([
    {
      connection: 2,
      text: 'select id from t where a = $1',
      values: ['5'],
      fields: ['id'],
      rows: [['0'], ['1'], ['2'], ['3'], ['4']],
    },
    { connection: 2, text: 'begin', values: [], fields: [], rows: [] },
  ]);
  expect(isRecording()).toBe(false);
});
