import { Branches } from './branches'
import { Categories } from './categories'
import { Departments } from './departments'
import { Divisions } from './divisions'
import { Donatees } from './donatees'
import { Menus } from './menus'
import { Orders } from './orders'
import { ProductImports } from './product-imports'
import { Products } from './products'
import { Tables } from './tables'
import { Tags } from './tags'

export const orderingCollections = [Orders, Branches, Divisions, Departments, Menus, Categories, Products, ProductImports, Tags, Tables, Donatees]
