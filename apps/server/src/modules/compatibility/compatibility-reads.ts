// What other modules read of the compatibility pairs, offered by the door (lib/read-model.ts).
import { compatibility } from '../../db/schema/compatibility.ts';
import { readModel } from '../../lib/read-model.ts';

/** Which part number replaces which (old → new): the part search's successor and the brands a part inherits. */
export const supersessions = readModel(compatibility, {
  oldPn: compatibility.oldPn,
  newPn: compatibility.newPn,
});
