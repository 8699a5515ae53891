import PaymentsIcon from '@mui/icons-material/PointOfSale';
import { PaymentList } from './PaymentList';

export default { list: PaymentList, icon: PaymentsIcon };
