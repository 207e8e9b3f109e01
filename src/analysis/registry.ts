// The analysis areas the engine runs, in order. A new area plugs in with one line here.

import type { Area } from './area.ts';
import { attachmentsArea } from './areas/attachments.ts';
import { authenticationArea } from './areas/authentication.ts';
import { contentArea } from './areas/content.ts';
import { linksArea } from './areas/links.ts';
import { senderArea } from './areas/sender.ts';
import { structureArea } from './areas/structure.ts';

export const AREAS: readonly Area[] = Object.freeze([structureArea, authenticationArea, senderArea, linksArea, attachmentsArea, contentArea]);
