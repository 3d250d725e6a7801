// What other modules read of the catalogue in their own statements, offered by the door as read models
// (lib/read-model.ts): a part's description, a model's name.
import { partNumbers } from '../../db/schema/catalogue.ts';
import { readModel } from '../../lib/read-model.ts';

/** Part numbers: description and serial shape. */
export const parts = readModel(partNumbers, {
  pn: partNumbers.pn,
  description: partNumbers.description,
  isNonSerial: partNumbers.isNonSerial,
  snPrefix: partNumbers.snPrefix,
  snLength: partNumbers.snLength,
});
