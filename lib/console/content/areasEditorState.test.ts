import { areasEditorState, type AreasEditorFacts, type AreasEditorState } from './areasEditorState';

const idle: AreasEditorFacts = { busy: false, uploading: false, dirty: false, hasDraft: false };

describe('the status line', () => {
  test.each<[string, Partial<AreasEditorFacts>, string]>([
    ['as shoppers see it', {}, '與商店頁面相同'],
    ['a draft saved', { hasDraft: true }, '有尚未發佈的草稿'],
    ['edited', { dirty: true }, '有未儲存的變更'],
    ['edited over a draft', { dirty: true, hasDraft: true }, '有未儲存的變更'],
    ['a picture uploading says so first', { uploading: true, dirty: true, hasDraft: true }, '圖片上傳中…'],
  ])('%s', (_, facts, status) => {
    expect(areasEditorState({ ...idle, ...facts }).status).toBe(status);
  });
});

type Buttons = Pick<AreasEditorState, 'canSaveDraft' | 'canPreview' | 'canDiscard' | 'canPublish'>;
const buttons = (s: AreasEditorState): Buttons => ({
  canSaveDraft: s.canSaveDraft,
  canPreview: s.canPreview,
  canDiscard: s.canDiscard,
  canPublish: s.canPublish,
});

describe('the buttons', () => {
  test.each<[string, Partial<AreasEditorFacts>, Buttons]>([
    [
      'nothing to save or discard: preview and publish',
      {},
      { canSaveDraft: false, canPreview: true, canDiscard: false, canPublish: true },
    ],
    [
      'edited: everything',
      { dirty: true },
      { canSaveDraft: true, canPreview: true, canDiscard: true, canPublish: true },
    ],
    [
      'a draft saved: nothing new to save, the draft to discard',
      { hasDraft: true },
      { canSaveDraft: false, canPreview: true, canDiscard: true, canPublish: true },
    ],
    [
      'while an answer is awaited: nothing',
      { busy: true, dirty: true, hasDraft: true },
      { canSaveDraft: false, canPreview: false, canDiscard: false, canPublish: false },
    ],
    [
      'while a picture uploads: nothing, or the areas sent would lack it',
      { uploading: true, dirty: true, hasDraft: true },
      { canSaveDraft: false, canPreview: false, canDiscard: false, canPublish: false },
    ],
  ])('%s', (_, facts, expected) => {
    expect(buttons(areasEditorState({ ...idle, ...facts }))).toEqual(expected);
  });
});

describe('discarding and previewing', () => {
  test.each<[string, Partial<AreasEditorFacts>, AreasEditorState['discard'], boolean]>([
    ['edits without a draft are only put back', { dirty: true }, 'restore', true],
    ['edits over a draft: the draft is discarded', { dirty: true, hasDraft: true }, 'server', true],
    ['a draft as saved is discarded and previewed as it is', { hasDraft: true }, 'server', false],
    ['nothing edited: the preview shows what is stored', {}, 'server', false],
  ])('%s', (_, facts, discard, saveBeforePreview) => {
    const state = areasEditorState({ ...idle, ...facts });
    expect(state.discard).toBe(discard);
    expect(state.saveBeforePreview).toBe(saveBeforePreview);
  });
});
