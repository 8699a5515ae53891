import ReviewsIcon from '@mui/icons-material/RateReview';
import { ReviewList } from './ReviewList';
import { ReviewShow } from './ReviewShow';

export const reviews = { list: ReviewList, show: ReviewShow, icon: ReviewsIcon, recordRepresentation: 'title' };
