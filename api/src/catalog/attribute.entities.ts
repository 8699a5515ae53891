import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';

/** A kind of choice a variant is made of: Color, Size, Material… */
@Entity('attribute_types')
export class AttributeType {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', unique: true })
  name: string;

  @OneToMany(() => AttributeValue, (value) => value.type)
  values: AttributeValue[];
}

/** One choice of a type: Red, Large, Leather… */
@Entity('attribute_values')
export class AttributeValue {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar' })
  value: string;

  @Column({ name: 'type_id', type: 'integer' })
  typeId: number;

  @ManyToOne(() => AttributeType, (type) => type.values, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'type_id' })
  type: AttributeType;
}
