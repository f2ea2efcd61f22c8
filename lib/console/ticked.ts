/**
 * The rows ticked in a list's form. Each box carries the row's id and the version the list showed
 * (`12:3`), so an action on a row changed since is refused rather than applied to what no one saw.
 */
export function tickedRows(values: readonly FormDataEntryValue[]): { id: number; version: number }[] {
  return values.map((v) => {
    const [id, version] = String(v).split(':').map(Number);
    return { id: id!, version: version! };
  });
}
