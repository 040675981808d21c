import type { TFunction } from 'i18next';

/** What a block type is called in the member's language (the words' `blockName.<type>`); a type with no name there, as it is written. */
export const blockNameOf = (t: TFunction, type: string): string => t(`blockName.${type}`, { defaultValue: type });
