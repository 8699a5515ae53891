import { AddressesController } from '../addresses/addresses.controller';
import { AddressesService } from '../addresses/addresses.service';
import { DeliveryMethodsController } from './methods.controller';
import { DeliveryMethodsService } from './methods.service';
import { PickupPointsController } from './pickup-points.controller';
import { PickupPointsImport } from './pickup-points-import';
import { PickupPointsService } from './pickup-points.service';
import { DeliveryRatesController } from './rates.controller';
import { DeliveryRatesService } from './rates.service';
import { DeliveryZonesController } from './zones.controller';
import { DeliveryZonesService } from './zones.service';

/** The staff screens' routes (/api/delivery/methods/, zones/, rates/, pickup-points/) and the customers' /api/addresses/, registered by DeliveryModule. */
export const DELIVERY_STAFF_CONTROLLERS = [DeliveryMethodsController, DeliveryZonesController, DeliveryRatesController, PickupPointsController, AddressesController];
export const DELIVERY_STAFF_PROVIDERS = [DeliveryMethodsService, DeliveryZonesService, DeliveryRatesService, PickupPointsService, PickupPointsImport, AddressesService];
