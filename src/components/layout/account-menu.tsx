import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { Modal } from '@/components/ui/modal';
import { useLogout } from '@/features/auth/use-logout';
import { selectFirstName, selectIsRole2 } from '@/features/auth/user-slice';
import { accountLinks } from './nav-links';

/** Spec §2.2 account menu; Quick Checkout only for role cookie 2. */
export function AccountMenu() {
  const firstName = useAppSelector(selectFirstName);
  const isRole2 = useAppSelector(selectIsRole2);
  const logout = useLogout();
  const name = firstName || 'My Account';
  const [quickCheckoutOpen, setQuickCheckoutOpen] = useState(false);

  return (
    <>
      <Dropdown align="end" className="account-menu">
        <Dropdown.Toggle
          variant="link"
          className="header-action account-menu__toggle"
          id="account-menu-toggle"
          aria-label={`${name} account menu`}
        >
          <span className="account-menu__name">{name}</span>
        </Dropdown.Toggle>
        <Dropdown.Menu as="ul" className="account-menu__list">
          {accountLinks.map((link) => (
            <li key={link.to}>
              <Dropdown.Item as={Link} to={link.to}>
                {link.label}
              </Dropdown.Item>
            </li>
          ))}
          {isRole2 && (
            <li>
              <Dropdown.Item as="button" type="button" onClick={() => setQuickCheckoutOpen(true)}>
                Quick Checkout
              </Dropdown.Item>
            </li>
          )}
          <li>
            <Dropdown.Divider />
          </li>
          <li>
            <Dropdown.Item as="button" type="button" onClick={() => void logout()}>
              Logout
            </Dropdown.Item>
          </li>
        </Dropdown.Menu>
      </Dropdown>
      {isRole2 && (
        <Modal show={quickCheckoutOpen} onHide={() => setQuickCheckoutOpen(false)} heading="Quick Checkout" size="lg">
          <p className="mb-0">
            Quick Checkout for retail partners is coming in a later release. Until then, please add products from the
            store and check out from your cart.
          </p>
        </Modal>
      )}
    </>
  );
}
