import { describe, expect, it } from 'vitest';
import { ADMIN_API } from '../schema/admin-api';
import { AREAS } from './areas';

describe('the roles of the back office areas', () => {
  it.each(Object.entries(AREAS))('%s opens to the roles of the call it opens with', (_, area) => {
    expect(area.roles).toEqual(ADMIN_API[area.opensWith].roles);
  });
});
