import { Navigate } from 'react-router-dom';
import { useAuth } from '../../state/Auth';

export default function AccountIndexPage() {
  const { isLoggedIn } = useAuth();
  return <Navigate to={isLoggedIn ? '/account/profile' : '/account/login'} replace />;
}
