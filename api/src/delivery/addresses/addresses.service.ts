import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { inTransaction } from '../../inventory/transaction';
import { County, CustomerAddress } from '../delivery.entities';
import { CreateAddressDto, UpdateAddressDto } from './address.dto';
import { AddressView } from './address.views';

export const MAX_ADDRESSES = 20;
const notFound = () => new NotFoundException({ detail: 'Address not found.' });

/**
 * A customer's address book: own rows only (another's is "not found"), exactly one default while any exist.
 * Writes run in a transaction that first locks the customer's rows' default (one UPDATE), so two at once keep one default.
 */
@Injectable()
export class AddressesService {
  constructor(private readonly dataSource: DataSource) {}

  async list(userId: number, manager: EntityManager = this.dataSource.manager): Promise<AddressView[]> {
    const [addresses, counties] = await Promise.all([
      manager.find(CustomerAddress, { where: { userId }, order: { isDefault: 'DESC', createdAt: 'DESC', id: 'DESC' } }),
      this.countyNames(manager),
    ]);
    return addresses.map((address) => view(address, counties));
  }

  async get(userId: number, id: number): Promise<AddressView> {
    const address = await this.dataSource.manager.findOne(CustomerAddress, { where: { id, userId } });
    if (!address) throw notFound();
    return view(address, await this.countyNames(this.dataSource.manager));
  }

  async create(userId: number, dto: CreateAddressDto): Promise<AddressView> {
    const errors: Record<string, string[]> = {};
    if (dto.county_code === undefined) errors.county_code = ['Choose the county of this address.'];
    if (dto.town === undefined) errors.town = ['Give the town or area.'];
    if (dto.line === undefined) errors.line = ['Give the street, building or landmark.'];
    if (Object.keys(errors).length) throw new BadRequestException(errors);
    const id = await inTransaction(this.dataSource, async (manager) => {
      const countyCode = await this.checkCounty(manager, dto.county_code);
      const count = await manager.count(CustomerAddress, { where: { userId } });
      if (count >= MAX_ADDRESSES) throw new BadRequestException({ detail: `You can save at most ${MAX_ADDRESSES} addresses: delete one first.` });
      const isDefault = count === 0 || dto.is_default === true;
      if (isDefault) await manager.update(CustomerAddress, { userId }, { isDefault: false });
      const address = await manager.save(
        manager.create(CustomerAddress, { userId, label: dto.label ?? null, countyCode, town: dto.town, line: dto.line, notes: dto.notes ?? null, isDefault }),
      );
      return address.id;
    });
    return this.get(userId, id);
  }

  async update(userId: number, id: number, dto: UpdateAddressDto): Promise<AddressView> {
    await inTransaction(this.dataSource, async (manager) => {
      const address = await manager.findOne(CustomerAddress, { where: { id, userId } });
      if (!address) throw notFound();
      const countyCode = dto.county_code === undefined ? address.countyCode : await this.checkCounty(manager, dto.county_code);
      // There is always one default: setting another moves it; unsetting the default leaves it where it is.
      if (dto.is_default === true && !address.isDefault) await manager.update(CustomerAddress, { userId }, { isDefault: false });
      await manager.update(
        CustomerAddress,
        { id },
        {
          label: dto.label === undefined ? address.label : dto.label,
          countyCode,
          town: dto.town ?? address.town,
          line: dto.line ?? address.line,
          notes: dto.notes === undefined ? address.notes : dto.notes,
          isDefault: address.isDefault || dto.is_default === true,
        },
      );
    });
    return this.get(userId, id);
  }

  /** Deletes one; if it was the default, the newest remaining one becomes the default. */
  async remove(userId: number, id: number): Promise<AddressView> {
    const deleted = await this.get(userId, id);
    await inTransaction(this.dataSource, async (manager) => {
      await manager.delete(CustomerAddress, { id, userId });
      if (!deleted.is_default) return;
      const newest = await manager.findOne(CustomerAddress, { where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
      if (newest) await manager.update(CustomerAddress, { id: newest.id }, { isDefault: true });
    });
    return deleted;
  }

  private async checkCounty(manager: EntityManager, code: string): Promise<string> {
    const county = await manager.findOne(County, { where: { code: code.toUpperCase() } });
    if (!county) throw new BadRequestException({ county_code: ['Choose the county of this address from the list.'] });
    return county.code;
  }

  private async countyNames(manager: EntityManager): Promise<Map<string, string>> {
    return new Map((await manager.find(County)).map((county) => [county.code, county.name]));
  }
}

const view = (address: CustomerAddress, counties: Map<string, string>): AddressView => ({
  id: address.id,
  label: address.label,
  county_code: address.countyCode,
  county_name: counties.get(address.countyCode) ?? address.countyCode,
  town: address.town,
  line: address.line,
  notes: address.notes,
  is_default: address.isDefault,
});
