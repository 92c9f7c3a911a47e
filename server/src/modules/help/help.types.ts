import type { ContactService } from "./contact.service";
import type { EventsService } from "./events.service";
import type { WarrantyService } from "./warranty.service";

/** The help area's service: contact cases, warranty claims and events. */
export interface HelpService {
  contact: ContactService;
  warranty: WarrantyService;
  events: EventsService;
}
