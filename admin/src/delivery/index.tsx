import { Resource } from 'react-admin';
import methods from './methods';
import pickupPoints from './pickup-points';
import rates from './rates';
import zones from './zones';
import { DELIVERY_RESOURCES } from './types';

/**
 * The console's Delivery screens. Their names are the API's paths (delivery/methods -> /api/delivery/methods/),
 * which ra-data-simple-rest builds as for any resource; counties is the reference list of the 47.
 */
export const deliveryResources = (
  <>
    <Resource key="methods" name={DELIVERY_RESOURCES.methods} {...methods} />
    <Resource key="zones" name={DELIVERY_RESOURCES.zones} {...zones} />
    <Resource key="rates" name={DELIVERY_RESOURCES.rates} {...rates} />
    <Resource key="pickup-points" name={DELIVERY_RESOURCES.pickupPoints} {...pickupPoints} />
    <Resource key="counties" name={DELIVERY_RESOURCES.counties} recordRepresentation="name" />
  </>
);
