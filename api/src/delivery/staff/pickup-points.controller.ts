import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiConsumes, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { IdPipe } from '../../common/ids';
import { ApiListQuery, parseListQuery, setContentRange } from '../../common/list-query';
import { Roles } from '../../common/roles';
import { uploadOptions } from '../../media/upload-options';
import { CreatePickupPointDto, ImportPickupPointsDto, UpdatePickupPointDto } from './pickup-points.dto';
import { IMPORT_COLUMNS, MAX_IMPORT_ROWS, PickupPointsImport } from './pickup-points-import';
import { PickupPointsService, POINT_SORTABLE } from './pickup-points.service';
import { PickupPointImportView, PickupPointView } from './staff.views';

/** Staff keep the points where pickup-kind methods' parcels are collected; an agent network's list comes in as CSV. */
@ApiTags('delivery')
@Controller('api/delivery/pickup-points')
@Roles('staff')
export class PickupPointsController {
  constructor(
    private readonly points: PickupPointsService,
    private readonly importer: PickupPointsImport,
  ) {}

  @Get()
  @ApiListQuery(POINT_SORTABLE, 'q (name, town or address), method_id (id or list), county_code (code or list), active, id (list)')
  @ApiOkResponse({ type: [PickupPointView], description: 'With Content-Range' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<PickupPointView[]> {
    const list = parseListQuery(query, POINT_SORTABLE);
    const [points, total] = await this.points.list(list);
    setContentRange(res, list.offset, points.length, total);
    return points;
  }

  @Post('import')
  @HttpCode(200)
  @UseInterceptors(FileInterceptor('file', uploadOptions()))
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file', 'method_id'],
      properties: {
        file: { type: 'string', format: 'binary', description: `CSV in UTF-8, header row ${IMPORT_COLUMNS.join(',')}; county by code or name; at most ${MAX_IMPORT_ROWS} rows` },
        method_id: { type: 'integer', minimum: 1, description: 'A pickup-kind method' },
      },
    },
  })
  @ApiOkResponse({ type: PickupPointImportView, description: 'All rows imported: rows whose external_id matches a point of the method updated it' })
  @ApiBadRequestResponse({
    description: 'Nothing imported: {"detail": "Nothing was imported: 2 rows have problems.", "lines": [{"line": 3, "detail": "Unknown county \\"Nairobii\\"."}]}, or {"file": ["…"]} / {"method_id": ["…"]}',
  })
  import(@Body() dto: ImportPickupPointsDto, @UploadedFile() file?: Express.Multer.File): Promise<PickupPointImportView> {
    return this.importer.run(dto.method_id, file);
  }

  @Get(':id')
  @ApiOkResponse({ type: PickupPointView })
  @ApiNotFoundResponse({ description: 'No such point' })
  get(@Param('id', IdPipe) id: number): Promise<PickupPointView> {
    return this.points.get(id);
  }

  @Post()
  @ApiCreatedResponse({ type: PickupPointView })
  @ApiBadRequestResponse({ description: 'Field errors, e.g. {"method_id": ["\\"Courier\\" is not collected at a point: choose a pickup method."]} or {"county_code": ["Unknown county \\"KE-99\\"."]}' })
  create(@Body() dto: CreatePickupPointDto): Promise<PickupPointView> {
    return this.points.create(dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: PickupPointView })
  @ApiBadRequestResponse({ description: 'Field errors' })
  @ApiNotFoundResponse({ description: 'No such point' })
  update(@Param('id', IdPipe) id: number, @Body() dto: UpdatePickupPointDto): Promise<PickupPointView> {
    return this.points.update(id, dto);
  }

  @Delete(':id')
  @ApiOkResponse({ type: PickupPointView, description: 'Answers the deleted point' })
  @ApiNotFoundResponse({ description: 'No such point' })
  @ApiConflictResponse({ description: '{"detail": "Pickup point \\"Kimathi Chambers counter\\" was used by 3 orders: deactivate it instead."}' })
  remove(@Param('id', IdPipe) id: number): Promise<PickupPointView> {
    return this.points.remove(id);
  }
}
