import { useNavigate, useNavigation } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { selectLoggedIn } from '@/features/auth';

/**
 * The cart's Checkout: `checkout` for its press, `checkingOut` (busy) from the press until the next
 * page has taken over.
 */
export const useCheckoutPress = (refetch: () => unknown) => {
  const loggedIn = useAppSelector(selectLoggedIn);
  const navigate = useNavigate();
  const checkoutPath = loggedIn ? paths.checkout : paths.customerInfo;
  const navigation = useNavigation();
  const checkingOut = navigation.state !== 'idle' && navigation.location.pathname === checkoutPath;

  // The navigation starts in the press itself, nothing awaited first: awaiting the cart's re-read
  // put a round trip, with the button enabled again, between the press and the navigation. The
  // re-read still starts here and the next page shows its answer, so a server-side price change is
  // never hidden. Checkout is disabled while a line change is pending (queue.isBusy).
  const checkout = () => {
    try {
      void refetch();
    } catch {
      // Not started (the cache was reset): the next page reads the cart itself.
    }
    void navigate(checkoutPath);
  };

  return { checkingOut, checkout };
};
