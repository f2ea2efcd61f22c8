/** What the page-areas editor knows of itself at a moment. */
export type AreasEditorFacts = {
  /** A save, publish or discard is being answered. */
  busy: boolean;
  /** A picture is being uploaded: its address is not in the areas yet. */
  uploading: boolean;
  /** Edited since the page was loaded or last saved. */
  dirty: boolean;
  /** The server holds an unpublished draft. */
  hasDraft: boolean;
};

export type AreasEditorState = {
  status: string;
  canSaveDraft: boolean;
  canPreview: boolean;
  canPublish: boolean;
  canDiscard: boolean;
  /**
   * `restore`: only unsaved edits to drop, put back as loaded, nothing sent; `server`: the stored
   * draft is discarded, the page shown as shoppers see it.
   */
  discard: 'restore' | 'server';
  /** The preview shows the stored draft, so unsaved edits are saved as the draft first. */
  saveBeforePreview: boolean;
};

/**
 * The editor's status line and which of its buttons work. Nothing is sent while a picture uploads,
 * or the areas sent would lack it.
 */
export function areasEditorState({ busy, uploading, dirty, hasDraft }: AreasEditorFacts): AreasEditorState {
  const idle = !busy && !uploading;
  return {
    status: uploading
      ? '圖片上傳中…'
      : dirty
        ? '有未儲存的變更'
        : hasDraft
          ? '有尚未發佈的草稿'
          : '與商店頁面相同',
    canSaveDraft: idle && dirty,
    canPreview: idle,
    canPublish: idle,
    canDiscard: idle && (hasDraft || dirty),
    discard: dirty && !hasDraft ? 'restore' : 'server',
    saveBeforePreview: dirty,
  };
}
