//! The texts of the saves' safety: the backups list, the storage in use, a game played in two
//! tabs, and damaged saved games kept in the list.

key_texts! {
    /// A text key of the saved games' safety.
    pub enum SavesT {
        Backups, BackupsHelp, BackupSettings, BackupSave, BackupImport, BackupOther,
        ConfirmDeleteBackup, BackupsPruned, BackupKept, BackupNotKept, StorageUse, DamagedListed,
        Reason, Forked,
    }
    eu: {
        Backups => "Babeskopiak",
        BackupsHelp => "Hondatutako datuen kopiak, ezer gal ez dadin. Gehienez 8 gordetzen dira (guztira 1 MB); lekurik ez dagoenean, zaharrenak ezabatzen dira lehenik.",
        BackupSettings => "Ezarpen hondatuak",
        BackupSave => "Gordetako partida hondatua",
        BackupImport => "Baztertutako fitxategia",
        BackupOther => "Beste datu batzuk",
        ConfirmDeleteBackup => "Babeskopia hau ezabatu?",
        BackupsPruned => "Lekua egiteko, babeskopia zaharrenak ezabatu dira ({0}).",
        BackupKept => "Kopia bat gorde da hasierako orriko «Babeskopiak» atalean.",
        BackupNotKept => "Ezin izan da kopiarik gorde.",
        StorageUse => "Biltegia betetzen ari da: {0} erabilita, guztira {1} inguru. Lekua egiteko, ezabatu behar ez dituzun partidak edo babeskopiak.",
        DamagedListed => "Gordetako partiden zerrendan geratzen da, hondatutzat markatuta.",
        Reason => "Arrazoia: {0}.",
        Forked => "Partida hau nabigatzailearen beste fitxa batean ere jokatu da. Biak gorde dira: fitxa honetako mugimenduak gordetako partida berri gisa gorde dira.",
    }
    en: {
        Backups => "Backups",
        BackupsHelp => "Copies of damaged data, kept so that nothing is lost. At most 8 are kept (1 MB in all); when there is no room, the oldest are deleted first.",
        BackupSettings => "Damaged settings",
        BackupSave => "Damaged saved game",
        BackupImport => "Refused file",
        BackupOther => "Other data",
        ConfirmDeleteBackup => "Delete this backup?",
        BackupsPruned => "To make room, the oldest backups were deleted ({0}).",
        BackupKept => "A copy is kept under “Backups” on the start page.",
        BackupNotKept => "No copy could be kept.",
        StorageUse => "The storage is filling up: {0} in use, of about {1} in all. To make room, delete the saved games or backups you no longer need.",
        DamagedListed => "It stays in the list of saved games, marked as damaged.",
        Reason => "Reason: {0}.",
        Forked => "This game was also played in another tab. Both are kept: this tab's moves are saved as a new saved game.",
    }
    es: {
        Backups => "Copias de seguridad",
        BackupsHelp => "Copias de datos dañados, guardadas para no perder nada. Se guardan 8 como máximo (1 MB en total); cuando no hay sitio, se borran primero las más antiguas.",
        BackupSettings => "Ajustes dañados",
        BackupSave => "Partida guardada dañada",
        BackupImport => "Archivo rechazado",
        BackupOther => "Otros datos",
        ConfirmDeleteBackup => "¿Borrar esta copia de seguridad?",
        BackupsPruned => "Para hacer sitio, se borraron las copias de seguridad más antiguas ({0}).",
        BackupKept => "Se guarda una copia en «Copias de seguridad», en la página de inicio.",
        BackupNotKept => "No se pudo guardar ninguna copia.",
        StorageUse => "El almacenamiento se está llenando: {0} en uso, de unos {1} en total. Para hacer sitio, borra las partidas o copias que ya no necesites.",
        DamagedListed => "Sigue en la lista de partidas guardadas, marcada como dañada.",
        Reason => "Motivo: {0}.",
        Forked => "Esta partida también se jugó en otra pestaña. Se conservan las dos: las jugadas de esta pestaña se guardan como una partida nueva.",
    }
    fr: {
        Backups => "Copies de secours",
        BackupsHelp => "Copies de données endommagées, gardées pour ne rien perdre. Au plus 8 sont gardées (1 Mo en tout) ; quand la place manque, les plus anciennes sont supprimées en premier.",
        BackupSettings => "Réglages endommagés",
        BackupSave => "Partie enregistrée endommagée",
        BackupImport => "Fichier refusé",
        BackupOther => "Autres données",
        ConfirmDeleteBackup => "Supprimer cette copie de secours ?",
        BackupsPruned => "Pour faire de la place, les copies de secours les plus anciennes ont été supprimées ({0}).",
        BackupKept => "Une copie est gardée dans « Copies de secours », sur la page d'accueil.",
        BackupNotKept => "Aucune copie n'a pu être gardée.",
        StorageUse => "Le stockage se remplit : {0} utilisés, sur environ {1} en tout. Pour faire de la place, supprimez les parties ou les copies dont vous n'avez plus besoin.",
        DamagedListed => "Elle reste dans la liste des parties enregistrées, marquée comme endommagée.",
        Reason => "Raison : {0}.",
        Forked => "Cette partie a aussi été jouée dans un autre onglet. Les deux sont gardées : les coups de cet onglet sont enregistrés comme une nouvelle partie.",
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_key_has_its_text_in_every_language() {
        crate::ui::i18n::tests::check_complete::<super::SavesT>();
    }
}
