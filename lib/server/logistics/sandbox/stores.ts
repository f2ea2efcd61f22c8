/**
 * The stores the store-map sandbox offers, a handful per chain, with made-up ids in each chain's
 * format. C2C kinds use their chain's stores.
 */
export type SandboxStore = { id: string; name: string; address: string; phone: string };

export const SANDBOX_STORES: Record<'UNIMART' | 'FAMI' | 'HILIFE' | 'OKMART', SandboxStore[]> = {
  UNIMART: [
    { id: '991182', name: '測試信義門市', address: '台北市信義區松高路 19 號', phone: '02-27221234' },
    { id: '991205', name: '測試中山門市', address: '台北市中山區南京東路二段 88 號', phone: '02-25111234' },
    { id: '991317', name: '測試神農門市', address: '台南市中西區海安路二段 210 號', phone: '06-2211234' },
  ],
  FAMI: [
    { id: 'F009875', name: '全家測試松菸店', address: '台北市信義區光復南路 133 號', phone: '02-27651234' },
    { id: 'F012033', name: '全家測試審計店', address: '台中市西區民生路 370 號', phone: '04-23711234' },
  ],
  HILIFE: [
    { id: 'H4571', name: '萊爾富測試民權店', address: '高雄市新興區民權一路 55 號', phone: '07-2251234' },
    { id: 'H3902', name: '萊爾富測試站前店', address: '新竹市東區中華路二段 445 號', phone: '03-5221234' },
  ],
  OKMART: [
    { id: 'K1208', name: 'OK 測試公館店', address: '台北市中正區羅斯福路四段 92 號', phone: '02-23671234' },
    { id: 'K0877', name: 'OK 測試逢甲店', address: '台中市西屯區文華路 100 號', phone: '04-24511234' },
  ],
};

export const storesOfChain = (subType: string): SandboxStore[] =>
  SANDBOX_STORES[subType.replace(/C2C$/, '') as keyof typeof SANDBOX_STORES] ?? [];
