import type { DocumentType } from '@repasse/core/states/document';
import {
  type Icon,
  IconBuildingStore,
  IconFaceId,
  IconId,
  IconIdBadge2,
} from '@tabler/icons-react';

/** Icons of the document slots; their names are `kyc.types.<type>`, hints `kyc.hints.<type>`. */
export const documentIcons: Record<DocumentType, Icon> = {
  rg_front: IconId,
  rg_back: IconIdBadge2,
  selfie: IconFaceId,
  cnpj_doc: IconBuildingStore,
};
