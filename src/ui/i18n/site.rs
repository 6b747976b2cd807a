//! Texts of the site's own pages around the games: the start page, its saved games and
//! imports, the language picker. A key set of its own, so that an embed's bundle, which shows
//! none of them, does not carry them.

text_keys! {
    /// A text key of the site's pages.
    pub enum SiteT {
        Tagline, Games, SavedGames, NoSavedGames, Resume, Delete, Import, Language, Close, Damaged,
        Download, LoadProblem, ImportProblem, BackupKept, Imported, Updated, ConfirmDelete,
        PlayersCount, DamagedSave, SettingsDamaged, FileUnreadable,
    } in eu, en, es, fr
}

fn eu(key: SiteT) -> &'static str {
    use SiteT::*;
    match key {
        Tagline => "Nabigatzailean jokatzeko mahai-jokoak, bakarrik edo lagunekin gailu berean.",
        Games => "Jokoak",
        SavedGames => "Gordetako partidak",
        NoSavedGames => "Oraindik ez dago gordetako partidarik.",
        Resume => "Jarraitu",
        Delete => "Ezabatu",
        Import => "Inportatu partida bat…",
        Language => "Hizkuntza",
        Close => "Itxi",
        Damaged => "hondatuta",
        Download => "Deskargatu",
        LoadProblem => "Gordetako partida bat ezin izan da kargatu: {0}",
        ImportProblem => "Fitxategia ezin izan da inportatu: {0}",
        BackupKept => "Haren datuak {0} gakoaren pean gorde dira.",
        Imported => "Partida inportatu da.",
        Updated => "Azken jokaldia",
        ConfirmDelete => "Gordetako partida hau ezabatu?",
        PlayersCount => "{0} jokalari",
        DamagedSave => "Gordetako partida hau hondatuta dago, eta ezin da ireki.",
        SettingsDamaged => "Ezarpenak hondatuta zeuden; lehenetsiak erabiltzen dira.",
        FileUnreadable => "fitxategia ezin izan da irakurri",
    }
}

fn en(key: SiteT) -> &'static str {
    use SiteT::*;
    match key {
        Tagline => "Board games to play in the browser, alone or together on one device.",
        Games => "Games",
        SavedGames => "Saved games",
        NoSavedGames => "No saved games yet.",
        Resume => "Resume",
        Delete => "Delete",
        Import => "Import a game…",
        Language => "Language",
        Close => "Close",
        Damaged => "damaged",
        Download => "Download",
        LoadProblem => "A saved game could not be loaded: {0}",
        ImportProblem => "The file could not be imported: {0}",
        BackupKept => "Its data is kept under the key {0}.",
        Imported => "Game imported.",
        Updated => "Last played",
        ConfirmDelete => "Delete this saved game?",
        PlayersCount => "{0} players",
        DamagedSave => "This saved game is damaged and cannot be opened.",
        SettingsDamaged => "The settings were damaged; the defaults are used.",
        FileUnreadable => "the file could not be read",
    }
}

fn es(key: SiteT) -> &'static str {
    use SiteT::*;
    match key {
        Tagline => {
            "Juegos de mesa para jugar en el navegador, solo o en compañía en un mismo dispositivo."
        }
        Games => "Juegos",
        SavedGames => "Partidas guardadas",
        NoSavedGames => "Aún no hay partidas guardadas.",
        Resume => "Continuar",
        Delete => "Borrar",
        Import => "Importar una partida…",
        Language => "Idioma",
        Close => "Cerrar",
        Damaged => "dañada",
        Download => "Descargar",
        LoadProblem => "No se pudo cargar una partida guardada: {0}",
        ImportProblem => "No se pudo importar el archivo: {0}",
        BackupKept => "Sus datos se conservan en la clave {0}.",
        Imported => "Partida importada.",
        Updated => "Última jugada",
        ConfirmDelete => "¿Borrar esta partida guardada?",
        PlayersCount => "{0} jugadores",
        DamagedSave => "Esta partida guardada está dañada y no se puede abrir.",
        SettingsDamaged => "Los ajustes estaban dañados; se usan los predeterminados.",
        FileUnreadable => "no se ha podido leer el archivo",
    }
}

fn fr(key: SiteT) -> &'static str {
    use SiteT::*;
    match key {
        Tagline => {
            "Des jeux de société à jouer dans le navigateur, seul ou ensemble sur un même appareil."
        }
        Games => "Jeux",
        SavedGames => "Parties enregistrées",
        NoSavedGames => "Aucune partie enregistrée pour l'instant.",
        Resume => "Reprendre",
        Delete => "Supprimer",
        Import => "Importer une partie…",
        Language => "Langue",
        Close => "Fermer",
        Damaged => "endommagée",
        Download => "Télécharger",
        LoadProblem => "Une partie enregistrée n'a pas pu être chargée : {0}",
        ImportProblem => "Le fichier n'a pas pu être importé : {0}",
        BackupKept => "Ses données sont conservées sous la clé {0}.",
        Imported => "Partie importée.",
        Updated => "Dernier coup",
        ConfirmDelete => "Supprimer cette partie enregistrée ?",
        PlayersCount => "{0} joueurs",
        DamagedSave => "Cette partie enregistrée est endommagée et ne peut pas être ouverte.",
        SettingsDamaged => {
            "Les réglages étaient endommagés ; les valeurs par défaut sont utilisées."
        }
        FileUnreadable => "le fichier n’a pas pu être lu",
    }
}
