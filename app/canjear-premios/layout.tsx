// ELIGE TU CARTÓN is a buying screen: the same client messages as comprar-carton.
export { default } from '../comprar-carton/layout'
