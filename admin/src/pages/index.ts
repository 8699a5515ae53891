import PagesIcon from '@mui/icons-material/Article';
import { PageEdit } from './PageEdit';
import { PageList } from './PageList';

/** Policy pages: the four are seeded, so staff only list and edit them. */
export const shopPages = { list: PageList, edit: PageEdit, icon: PagesIcon, recordRepresentation: 'title_en' };
