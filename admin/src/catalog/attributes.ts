import type { AttributeValue } from '@shop/api-client';

/** 'Color: Red, Size: Large' */
export const describeAttributes = (attributes: AttributeValue[]): string =>
  attributes.map(attribute => `${attribute.type.name}: ${attribute.value}`).join(', ');
