import type { Shop } from '../shop';

/** Studios as the finder's API lists them, for the finder's tests. */
export const kielStudio: Shop = {
  id: 1,
  name: 'Foto Förde',
  address: 'Holstenstraße 10',
  zipcode: '24103',
  city: 'Kiel',
  latitude: 54.3222,
  longitude: 10.1339,
  shop_phone: '0431 123456',
  website: 'www.foto-foerde.example',
  opening_hours: null,
  barrier_free: false,
};
export const neumuensterStudio: Shop = {
  id: 2,
  name: 'Studio Neumünster',
  address: 'Großflecken 5',
  zipcode: '24534',
  city: 'Neumünster',
  latitude: 54.0739,
  longitude: 9.9848,
  shop_phone: '04321 98765',
  website: 'https://studio-nms.example',
  opening_hours: null,
  barrier_free: false,
};
export const munichStudio: Shop = {
  id: 3,
  name: 'Passbild München',
  address: 'Marienplatz 1',
  zipcode: '80331',
  city: 'München',
  latitude: 48.1374,
  longitude: 11.5755,
  shop_phone: '',
  website: '',
  opening_hours: null,
  barrier_free: false,
};
