import type { JobCategory, JobSubCategory } from '@candid/shared';
import { toWire } from '../../http/wire';
import { wireNames } from '../../http/wire-names';
import type { CategoryRow, SubCategoryRow } from './service';

/*
 * Job categories at the HTTP edge (issue 31): the server says id, name, boardCode (and a
 * sub-category's jobId), the wire JobId, JobName, JobBoardCode, JobSubCategoryId ...
 * (wireNames.jobCategories, wireNames.jobSubCategories).
 */

/** A category row → the wire's JobCategory. */
export function categoryToWire(row: CategoryRow): JobCategory {
  return toWire(wireNames.jobCategories, row);
}

/** A sub-category row → the wire's JobSubCategory. */
export function subCategoryToWire(row: SubCategoryRow): JobSubCategory {
  return toWire(wireNames.jobSubCategories, row);
}
