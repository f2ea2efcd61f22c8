/**
 * Who reads a message: the operator's command line names its flags, the console its fields. One
 * rule, worded for each.
 */
export type Wording = 'operator' | 'console';

/** A command-line flag, named in the operator's messages only. */
export const flagFor = (wording: Wording, flag: string) => (wording === 'operator' ? flag : undefined);
